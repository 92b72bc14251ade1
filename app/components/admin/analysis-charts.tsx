/**
 * The analytics charts. recharts is large, so this module is loaded lazily and only by /admin/analysis.
 */
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatRupees } from "../../../worker/shared/money";

const shortDate = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

export function SalesTrendChart({ data }: { data: { date: string; total: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={data} margin={{ top: 10, right: 20, bottom: 0, left: 10 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={shortDate} />
        <YAxis tickFormatter={(value: number) => `₹${value}`} width={80} />
        <Tooltip formatter={(value) => formatRupees(Number(value))} labelFormatter={(label) => shortDate(String(label))} />
        <Line type="linear" dataKey="total" name="Sales" stroke="#3f6212" strokeWidth={2} dot={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function FakeTrendChart({ data }: { data: { date: string; count: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart data={data} margin={{ top: 10, right: 20, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={shortDate} />
        <YAxis allowDecimals={false} />
        <Tooltip labelFormatter={(label) => shortDate(String(label))} />
        <Line type="linear" dataKey="count" name="Fake orders" stroke="#b91c1c" strokeWidth={2} dot={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function TopProductsChart({ data }: { data: { name: string; totalQuantity: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} layout="vertical" margin={{ top: 10, right: 20, bottom: 0, left: 10 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="name" width={180} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Bar dataKey="totalQuantity" name="Units sold" fill="#a86206" />
      </BarChart>
    </ResponsiveContainer>
  );
}

const percentTick = (value: number) => `${Math.round(value * 100)}%`;
const percentTip = (value: unknown) => (value === null || value === undefined ? "no outcome yet" : `${(Number(value) * 100).toFixed(2)}%`);

/**
 * Issue 32: per IST week (its Monday), the RTO rate of the COD orders placed that week and the COD share of orders
 * and of value. A week without a COD outcome has no rate (a gap, not a 0 %); dots show a week standing alone.
 */
export function RtoWeeklyChart({ data }: { data: { week: string; rate: number | null; codOrderShare: number | null; codValueShare: number | null }[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={data} margin={{ top: 10, right: 20, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="week" tickFormatter={shortDate} />
        <YAxis domain={[0, 1]} tickFormatter={percentTick} width={48} />
        <Tooltip formatter={(value) => percentTip(value)} labelFormatter={(label) => `Week of ${shortDate(String(label))}`} />
        <Legend />
        <Line type="linear" dataKey="rate" name="RTO rate" stroke="#b91c1c" strokeWidth={2} dot={{ r: 2 }} connectNulls={false} />
        <Line type="linear" dataKey="codOrderShare" name="COD share of orders" stroke="#3f6212" strokeWidth={2} strokeDasharray="6 3" dot={{ r: 2 }} />
        <Line type="linear" dataKey="codValueShare" name="COD share of value" stroke="#a86206" strokeWidth={2} strokeDasharray="2 2" dot={{ r: 2 }} />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Issue 32: the pincodes with the most returns, their COD parcels delivered and returned side by side. */
export function RtoPincodeChart({ data }: { data: { pincode: string; delivered: number; returned: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} layout="vertical" margin={{ top: 10, right: 20, bottom: 0, left: 10 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} />
        <YAxis type="category" dataKey="pincode" width={70} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend />
        <Bar dataKey="returned" name="Returned" stackId="outcome" fill="#b91c1c" />
        <Bar dataKey="delivered" name="Delivered, cash collected" stackId="outcome" fill="#3f6212" />
      </BarChart>
    </ResponsiveContainer>
  );
}
