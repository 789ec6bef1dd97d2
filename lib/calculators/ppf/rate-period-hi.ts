/** The quarter the small-savings rates (PPF, SSY) were last notified for, in Hindi: the rates' English `period`. */
export const SMALL_SAVINGS_PERIOD_HI = "वित्तीय वर्ष 2025-26 की चौथी तिमाही (1 जनवरी से 31 मार्च 2026)";
