/**
 * The analytics charts. recharts is large, so this module is loaded lazily and only by /admin/analysis.
 */
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
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
