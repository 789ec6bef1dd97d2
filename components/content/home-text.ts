import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { defaultMeta } from "@/lib/site/seo";

/* The home page's words in English and Hindi (the Hindi written for a Hindi reader, docs/hindi-terms.md). */

const en = {
  // English pages use the site's default meta (lib/site/seo.ts), the one place for it.
  seoTitle: (brand: string): string => (brand ? defaultMeta.title : ""),
  seoDescription: defaultMeta.description,
  eyebrow: (year: number) => `Trusted by taxpayers since ${year}`,
  title: "Your taxes, filed right by experts. Without the paperwork.",
  lead: (city: string) =>
    `Income-tax returns, TDS and GST compliance, and business accounting for individuals, professionals and companies across India, handled by chartered accountants from ${city}.`,
  city: "",
  startFiling: "Start filing",
  freeCalculators: "Free tax calculators",
  atAGlance: "At a glance",
  facts: [
    { title: "FY 2026-27", text: "calculators updated for Budget 2026" },
    { title: "Both regimes", text: "compared for every return we file" },
    { title: "CA-reviewed", text: "every computation before it is filed" },
  ] as readonly { title: string; text: string }[],
  servicesTitle: "What we do for you",
  services: [
    { title: "Income-tax return filing", text: "A chartered accountant prepares your ITR from Form 16, AIS and your documents, picks the right form and regime, and files it before the due date." },
    { title: "TDS returns and compliance", text: "Quarterly 24Q, 26Q and 27Q returns, Form 16 and 16A, challan matching and defaults resolved before they turn into notices." },
    { title: "GST registration and returns", text: "GSTR-1 and GSTR-3B on time, input tax credit reconciled with GSTR-2B, and replies to GST notices drafted by experts." },
    { title: "Business accounting", text: "Books kept month by month so that your return, your GST and your tax audit all start from the same numbers." },
    { title: "Tax optimisation", text: "Old or new regime, HRA, home loan, NPS and health cover: we show what each choice saves you, in rupees, before you decide." },
    { title: "Income-tax notices", text: "Mismatch, defective-return and demand notices read, answered and followed up on the e-filing portal until they close." },
  ] as readonly { title: string; text: string }[],
  stepsTitle: "How filing with us works",
  steps: [
    { title: "Share your documents", text: "Upload Form 16, bank statements and investment proofs, or let us fetch your AIS and 26AS with your consent." },
    { title: "Review with an expert", text: "Your tax expert explains the computation, both regimes and every deduction, and answers your questions." },
    { title: "Filed and verified", text: "We file the return, help you e-verify it, and track the refund or any notice that follows." },
  ] as readonly { title: string; text: string }[],
  toolsTitle: "Work out your tax in a minute",
  toolsText: "Old or new regime, HRA, capital gains, advance tax and more: free calculators that show every step and the section of the law behind it.",
  openCalculators: "Open the calculators",
};

export const HOME_TEXT: Catalogues<typeof en> = translatable("HOME_TEXT", en);
