export { formatInr, type FormatInrOptions } from "./inr";
export { formatInrInLakh } from "./lakh";
export { formatIndianNumber, parseIndianNumber, groupIndianDigits } from "./indian-number";
export { amountInWords, amountInWordsIn, rupeesInWords } from "./words";
export { formatIstDateTime, formatLongDate } from "./date";
export { formatPercent } from "./percent";
export { quotedCharacter } from "./character";
