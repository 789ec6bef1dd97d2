import { percent, rupees, years } from "../fields";

/** The smallest purchase most funds accept. */
const MIN_AMOUNT = 100;
/** ₹1,000 crore: far above any one investor's purchase. */
const MAX_AMOUNT = 10_000_000_000;
const MAX_YEARS = 50;
/** Above any return a fund has sustained for years; a higher figure is no projection. */
const MAX_RATE = 50;

export const fields = {
  amount: rupees({
    label: "Amount invested once",
    help: "The lump sum you put in at the start. Most funds accept a first purchase from ₹100 to ₹5,000.",
    default: 100_000,
    min: MIN_AMOUNT,
    max: MAX_AMOUNT,
  }),
  rate: percent({
    label: "Expected return, % a year",
    help: "Your assumption, after the fund's expenses, compounded yearly. Past returns do not promise future ones.",
    default: 12,
    min: 0,
    max: MAX_RATE,
  }),
  years: years({
    label: "Years invested",
    help: "How long you stay invested. The value is shown at the end.",
    default: 10,
    min: 1,
    max: MAX_YEARS,
  }),
};
