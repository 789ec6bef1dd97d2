import { addTranslation, plural } from "@/lib/i18n/catalogue";
import type { AmountField } from "./types";
import { FIELD_TEXT } from "./field-text";

/* The Hindi words of FIELD_TEXT: loaded only by Hindi pages (components/layout/hindi-frame.ts). */

type Unit = AmountField["unit"];

addTranslation(FIELD_TEXT, "hi", {
  notANumber: {
    rupees: "रुपये में राशि अंकों में लिखें, जैसे 12,75,000।",
    percent: "प्रतिशत अंकों में लिखें, जैसे 7.1।",
    years: "वर्षों की संख्या अंकों में लिखें, जैसे 15।",
    months: "महीनों की संख्या अंकों में लिखें, जैसे 6।",
    days: "दिनों की संख्या अंकों में लिखें, जैसे 45।",
    number: "संख्या अंकों में लिखें।",
  },
  wholeOnly: (unit: Unit) =>
    `${{ rupees: "पूरे रुपये", percent: "पूरा प्रतिशत", years: "पूरे वर्ष", months: "पूरे महीने", days: "पूरे दिन", number: "पूरी संख्या" }[unit]} लिखें, दशमलव के बिना।`,
  atMostDecimals: (decimals: number) => `दशमलव के बाद अधिकतम ${decimals} अंक लिखें।`,
  atLeast: (limit: string) => `कम से कम ${limit} लिखें।`,
  atMost: (limit: string) => `अधिकतम ${limit} लिखें।`,
  count: (unit: Unit, value: number) => {
    const words = { years: "वर्ष", months: plural("hi", value, { one: "महीना", other: "महीने" }), days: "दिन" } as const;
    return unit === "years" || unit === "months" || unit === "days" ? `${value} ${words[unit]}` : String(value);
  },
  chooseOneOf: (list: string) => `इनमें से एक चुनें: ${list}।`,
  yesOrNo: "हाँ के लिए 1 और नहीं के लिए 0 लिखें।",
  atMostCharacters: (count: number) => `अधिकतम ${count} अक्षर लिखें।`,
});
