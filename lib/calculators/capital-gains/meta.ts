import type { CalculatorMeta } from "../types";

export const capitalGainsMeta: CalculatorMeta = {
  slug: "capital-gains",
  title: "Capital gains tax calculator",
  description:
    "Find whether your sale of shares, mutual funds, property or gold is short-term or long-term, the gain after indexation where the law allows it, and the tax it adds to your year under the rates before and after 23 July 2024.",
  icon: "/icons/building.svg",
  group: "tax-on-income",
  keywords:
    "capital gains tax calculator, LTCG, STCG, section 112A, section 111A, indexation, cost inflation index, property sale tax, 23 July 2024, section 50AA debt fund",
};
