// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The Hindi words of the pages that are not calculators, loaded by those pages only under /hi (hindi-page-words.tsx).
import "../content/content-text-hi";
import "../content/home-text-hi";
import "../forms/booking-text-hi";
import "../forms/financial-years-text-hi";
import "../forms/form16-text-hi";
import "../forms/tax-optimizer-text-hi";
import "../../lib/forms/contact-text-hi";
import "../../lib/tax/sections-hi";
import "../../services/error-text-hi";

export {};
