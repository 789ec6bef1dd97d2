/**
 * Hostile strings for the browser tests (tests/e2e/hostile-input.spec.ts). Each is put in
 * calculator links, typed into fields and sent through the public forms, to show that
 * nothing runs, nothing crashes and every refused value is explained beside its field.
 *
 * The markup payloads set `window.__pwned` (or open a dialog) if they ever run, so a test
 * only has to look there. Invisible and look-alike characters are written as \u escapes
 * so this file shows what each string really holds.
 */
export interface HostileString {
  /** Short and unique; used in test messages. */
  name: string;
  value: string;
  /** Why a site could get it wrong. */
  why: string;
}

/** The length of the long value: far past every field's limit and the calculators' number range. */
export const LONG_VALUE_LENGTH = 10_000;

export const hostileStrings: readonly HostileString[] = [
  {
    name: "script-element",
    value: "<script>window.__pwned=1</script>",
    why: "Runs if any sink writes the text as HTML (innerHTML, a Markdown or PDF template, an email).",
  },
  {
    name: "attribute-breakout",
    value: '"><img src=x onerror="window.__pwned=1">',
    why: "Closes a quoted attribute and adds an element whose error handler runs: the payload for text echoed into an attribute.",
  },
  {
    name: "javascript-url",
    value: "javascript:window.__pwned=1",
    why: "Runs when used as a link's href or a redirect target; a check that only looks for http:// lets it through.",
  },
  {
    name: "script-string-breakout",
    value: "'-alert(1)-'",
    why: "Ends a single-quoted string in inline script (a value spliced into a <script> or onclick) and opens a dialog.",
  },
  {
    name: "template-expression",
    value: "{{7*7}}",
    why: "Evaluated by template engines (Angular, Handlebars, Jinja, email templates): a 49 anywhere means the text was interpreted.",
  },
  {
    name: "textarea-breakout",
    value: "</textarea><svg onload=window.__pwned=1>",
    why: "Ends a raw-text element (textarea, title) and adds an element whose load handler runs.",
  },
  {
    name: "ten-thousand-digits",
    value: "1234567890".repeat(LONG_VALUE_LENGTH / 10),
    why: "10,000 characters: Number() makes it Infinity, it passes every length limit, and it stretches layouts, URLs and request lines.",
  },
  {
    name: "emoji",
    value: "\u{1F4B0}\u{1F1EE}\u{1F1F3}\u{1F468}\u200D\u{1F469}\u200D\u{1F467}",
    why: "Characters outside the Basic Multilingual Plane (surrogate pairs), a flag of two regional indicators and a family joined by ZWJs: lengths, cuts and fonts get them wrong.",
  },
  {
    name: "combining-marks",
    value: "Z\u0335\u0322a\u0338\u0353l\u0337\u0319g\u0336\u033Co\u0334",
    why: "Letters stacked with combining marks: valid letters to a Unicode-aware check, but they spill over neighbouring lines and break naive length counts.",
  },
  {
    name: "devanagari",
    value: "\u0906\u092F\u0915\u0930 \u0967\u0968,\u0969\u096A\u096B",
    why: "आयकर १२,३४५: a word in Devanagari and Devanagari digits, which look like a grouped amount but are not ASCII digits.",
  },
  {
    name: "rtl-override",
    value: "\u202E000,05,1",
    why: "A right-to-left override: it shows as 1,50,000 but holds 000,05,1; a page that drops the mark reads a different number from the one shown.",
  },
  {
    name: "direction-marks",
    value: "\u200E12\u200F34\u200E",
    why: "Left-to-right and right-to-left marks are invisible: 1234 to the eye, not to a parser or a comparison.",
  },
  {
    name: "null-byte",
    value: "12\u000034",
    why: "A NUL inside a value: C-based code and some databases cut the text there, so what is stored differs from what was checked.",
  },
  {
    name: "overflow-exponent",
    value: "1e309",
    why: "Above Number.MAX_VALUE: Number() and parseFloat() give Infinity, which then prints as 'Infinity' or breaks every sum.",
  },
  {
    name: "negative-zero",
    value: "-0",
    why: "Number('-0') is -0: it equals 0, so a zero check passes, yet it may print as -0 or slip past a not-negative rule.",
  },
  {
    name: "hex-literal",
    value: "0x10",
    why: "Number('0x10') is 16: a page that reads amounts with Number() would take a different figure from the one typed.",
  },
  {
    name: "full-width-digits",
    value: "\uFF11\uFF12",
    why: "Full-width １２ look like 12, and NFKC normalisation turns them into 12; a plain [0-9] check does not.",
  },
  {
    name: "nan-word",
    value: "NaN",
    why: "Number('NaN') is NaN, which fails every comparison, so range checks written as 'refuse if below min' let it through.",
  },
  {
    name: "infinity-word",
    value: "Infinity",
    why: "Number('Infinity') is a number larger than any maximum; a check that only tests for NaN accepts it.",
  },
  {
    name: "hundred-lakh-crore",
    value: "1,00,00,00,00,00,000",
    why: "₹1 lakh crore, correctly grouped the Indian way: a real-looking amount far above every field's maximum and near Number's safe-integer edge.",
  },
  {
    name: "encoded-nul",
    value: "%00",
    why: "A percent-escaped NUL as text: code that decodes twice turns it into a real NUL.",
  },
  {
    name: "path-traversal",
    value: "../../etc/passwd",
    why: "Climbs out of a folder if a value ever becomes part of a file path or an API path.",
  },
];

/**
 * Address-shaped hostile strings for email fields: most of the list above has no "@" and
 * is refused at once, so these test what gets past an email check. Three are valid
 * addresses by the site's rule (lib/forms/contact-rules.ts) and reach the server.
 */
export const hostileEmails: readonly HostileString[] = [
  {
    name: "email-quoted-script",
    value: '"<script>window.__pwned=1</script>"@example.in',
    why: "A quoted local part is allowed by RFC 5322, so a check that follows the RFC passes markup along.",
  },
  {
    name: "email-markup-in-local-part",
    value: "priya<img src=x onerror=window.__pwned=1>@example.in",
    why: "Markup before the @: refused by a strict check, harmful if echoed as HTML in the message.",
  },
  {
    name: "email-template",
    value: "{{7*7}}@example.in",
    why: "Braces and * are allowed in a local part: a valid address that reaches the server and any email template.",
  },
  {
    name: "email-sql-quotes",
    value: "priya'or'1'='1@example.in",
    why: "Quotes and = are allowed in a local part: a valid address that breaks SQL built by joining strings.",
  },
  {
    name: "email-percent-nul",
    value: "priya%00@example.in",
    why: "% is allowed in a local part: a server that percent-decodes the address finds a NUL in it.",
  },
  {
    name: "email-reversed",
    value: "\u202Eni.elpmaxe@ayirp",
    why: "A right-to-left override makes it show as priya@example.in while it holds another address.",
  },
];
