/**
 * Issue 32 (item 5): the returns (RTO) analytics as the API and the analysis page answer them: the one place the
 * figures' paise become rupees and their counts become rates (shares to 4 decimals, 0.1234 = 12.34 %, rounded half
 * up like the sales dashboard's). A rate with nothing to divide is null, never a made-up 0 %.
 */
import { paiseToRupees } from "../../shared/money";
import { ratio } from "./sales";
import { RTO_MIN_OUTCOMES, RTO_RATE_DEFINITION } from "./shared";
import type { OutcomeCounts, OutcomeRow, RtoFigures } from "./rto";

const rateOf = (returned: number, outcomes: number) => (outcomes > 0 ? ratio(returned, outcomes) : null);

function outcomes(counts: OutcomeCounts) {
  const total = counts.delivered + counts.returned;
  return { codOrders: counts.codOrders, outcomes: total, delivered: counts.delivered, returned: counts.returned, rate: rateOf(counts.returned, total) };
}

/** A place's or product's line: its outcomes, and whether they are too few for its rate to mean much. */
const outcomeLine = (row: OutcomeRow) => ({ ...outcomes(row), fewOrders: row.delivered + row.returned < RTO_MIN_OUTCOMES });

export function toRtoView(f: RtoFigures) {
  const refusedOrders = f.rules.refusedScore + f.rules.refusedLimit + f.rules.refusedBlocked;
  return {
    period: f.period,
    days: f.days,
    from: f.from,
    to: f.to,
    definition: RTO_RATE_DEFINITION,
    minOutcomes: RTO_MIN_OUTCOMES,
    totals: outcomes(f.totals),
    byPincode: f.byPincode.map((row) => ({ pincode: row.key, ...outcomeLine(row) })),
    byDistrict: f.byDistrict.map((row) => ({ district: row.key, ...outcomeLine(row) })),
    byState: f.byState.map((row) => ({ state: row.key, ...outcomeLine(row) })),
    byProduct: f.byProduct.map((row) => ({ productId: row.key, name: row.name ?? "", ...outcomeLine(row) })),
    byWeek: f.byWeek.map((row) => ({
      week: row.week,
      ...outcomes(row),
      orders: row.orders,
      prepaidOrders: row.orders - row.codOrders,
      codOrderShare: rateOf(row.codOrders, row.orders),
      codValueShare: rateOf(row.codValuePaise, row.valuePaise),
    })),
    paymentMix: {
      orders: f.mix.orders,
      codOrders: f.mix.codOrders,
      prepaidOrders: f.mix.orders - f.mix.codOrders,
      codOrderShare: rateOf(f.mix.codOrders, f.mix.orders),
      value: paiseToRupees(f.mix.valuePaise),
      codValue: paiseToRupees(f.mix.codValuePaise),
      prepaidValue: paiseToRupees(f.mix.valuePaise - f.mix.codValuePaise),
      codValueShare: rateOf(f.mix.codValuePaise, f.mix.valuePaise),
    },
    losses: {
      returns: f.losses.returns,
      forwardCost: paiseToRupees(f.losses.forwardCostPaise),
      returnCost: paiseToRupees(f.losses.returnCostPaise),
      courierCost: paiseToRupees(f.losses.forwardCostPaise + f.losses.returnCostPaise),
      returnsWithoutCost: f.losses.returnsWithoutCost,
      codFeeNotEarned: paiseToRupees(f.losses.codFeePaise),
      returnedValue: paiseToRupees(f.losses.returnedValuePaise),
    },
    rules: {
      offered: f.rules.offered,
      advance: f.rules.advance,
      refused: {
        orders: refusedOrders,
        value: paiseToRupees(f.rules.refusedValuePaise),
        byScore: f.rules.refusedScore,
        byLimit: f.rules.refusedLimit,
        blocked: f.rules.refusedBlocked,
      },
      advances: {
        asked: f.rules.advancesAsked,
        askedAmount: paiseToRupees(f.rules.advancesAskedPaise),
        paid: f.rules.advancesPaid,
        paidAmount: paiseToRupees(f.rules.advancesPaidPaise),
      },
      confirmations: f.confirmations,
    },
  };
}

export type RtoView = ReturnType<typeof toRtoView>;
