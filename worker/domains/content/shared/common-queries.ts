/** The eleven common questions about our wood-pressed oil range (SPEC.md, Common queries). */
export type CommonQuery = { question: string; answer: string };

export const COMMON_QUERIES: CommonQuery[] = [
  {
    question: "What are Ghani wood-pressed oils?",
    answer:
      "They are oils pressed from whole seeds in a traditional wooden ghani (mortar and pestle) turned slowly by a bull. Nothing is heated, refined, bleached or deodorised: the oil is left to settle, filtered through cloth and bottled.",
  },
  {
    question: "How are they different from regular refined oils?",
    answer:
      "Refined oils are extracted at high temperature, often with chemical solvents, then bleached and deodorised. A wooden ghani turns slowly, so the oil stays cool and keeps the natural colour, aroma and taste of the seed.",
  },
  {
    question: "Are wood-pressed oils healthy?",
    answer:
      "They are unrefined, so the seed's natural components such as vitamin E stay in the oil, and there are no solvent residues. Like any oil they are best used in moderation as part of a balanced diet; for medical dietary advice please speak to your doctor.",
  },
  {
    question: "Are your oils organic?",
    answer:
      "We buy seeds directly from farmers we know who grow without synthetic pesticides, and we add nothing to the oil. Not every farmer holds an organic certificate, so we do not label the oils as certified organic.",
  },
  {
    question: "Are the oils suitable for vegans?",
    answer:
      "Yes. Every oil is pressed only from seeds (or copra for coconut oil). No animal products are added at any stage; the bulls turn the press, but nothing from them goes into the oil.",
  },
  {
    question: "Which oils do you offer?",
    answer:
      "Groundnut, sesame (gingelly), coconut, safflower, mustard, niger seed and castor oil. Groundnut and sesame suit everyday cooking, coconut oil suits South Indian dishes and hair care, and castor oil is for external use.",
  },
  {
    question: "Where can I buy them?",
    answer:
      "Right here in our online shop: add the oils to your cart, place the order and pay by UPI. You can also reach us by phone or e-mail (see the footer) for bulk orders.",
  },
  {
    question: "Is wood pressing sustainable?",
    answer:
      "The press runs on bull power instead of electricity, the leftover oil cake goes back to farms as cattle feed and manure, and we buy seeds locally. Small batches mean very little waste.",
  },
  {
    question: "How long do the oils keep?",
    answer:
      "Unopened, about 6 to 9 months from pressing. Keep the bottle closed, away from sunlight and heat, and use a dry spoon. Because nothing is added to preserve them, fresher is always better.",
  },
  {
    question: "Can all age groups use them?",
    answer:
      "Yes, families have cooked with these oils for generations, from children to grandparents. If anyone in the family follows a special diet for a health condition, please check with their doctor.",
  },
  {
    question: "How do the oils taste?",
    answer:
      "Stronger and nuttier than refined oil: groundnut oil smells of roasted peanuts, sesame oil is rich and slightly sweet, and mustard oil is pungent. A little goes a long way in flavour.",
  },
];

/** Questions whose text contains the search, ignoring case. */
export function filterQueries(queries: CommonQuery[], search: string): CommonQuery[] {
  const needle = search.trim().toLowerCase();
  return needle ? queries.filter((query) => query.question.toLowerCase().includes(needle)) : queries;
}
