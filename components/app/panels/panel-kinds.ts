import { routes } from "@/lib/site/routes";

/** The three services a signed-in person has a panel and a vault for. */
export type ServiceKind = "ITR" | "TDS" | "GST";

export const SERVICE_KINDS: readonly ServiceKind[] = ["ITR", "TDS", "GST"];

export interface PanelKind {
  /** The tab title and the page heading. */
  title: string;
  /** Said to a signed-out visitor, and under the heading. */
  purpose: string;
  path: string;
  /** What one item is called: "return", "service". */
  noun: { one: string; many: string };
  searchLabel: string;
  emptyText: string;
}

export const panelKinds: Readonly<Record<ServiceKind, PanelKind>> = {
  ITR: {
    title: "ITR panel",
    purpose: "See your income-tax returns, where each one stands and anything that needs fixing.",
    path: routes.app.itrPanel,
    noun: { one: "return", many: "returns" },
    searchLabel: "Search your income-tax returns",
    emptyText: "You have no income-tax returns with us yet.",
  },
  TDS: {
    title: "TDS panel",
    purpose: "See your TDS returns by quarter, where each one stands and anything that needs fixing.",
    path: routes.app.tdsPanel,
    noun: { one: "return", many: "returns" },
    searchLabel: "Search your TDS returns",
    emptyText: "You have no TDS returns with us yet.",
  },
  GST: {
    title: "GST panel",
    purpose: "See your GST services with our experts and where each one stands.",
    path: routes.app.gstPanel,
    noun: { one: "service", many: "services" },
    searchLabel: "Search your GST services",
    emptyText: "You have no GST services with us yet.",
  },
};

export interface VaultKind {
  title: string;
  purpose: string;
  path: string;
  /** The service type /chat/vaultdetails/ is asked for. */
  serviceType: ServiceKind;
}

export const vaultKinds: Readonly<Record<ServiceKind, VaultKind>> = {
  ITR: {
    title: "ITR vault",
    purpose: "Download or delete the documents kept for your income-tax returns.",
    path: routes.app.itrVault,
    serviceType: "ITR",
  },
  TDS: {
    title: "TDS vault",
    purpose: "Download or delete the documents kept for your TDS returns.",
    path: routes.app.tdsVault,
    serviceType: "TDS",
  },
  GST: {
    title: "GST vault",
    purpose: "Download or delete the documents kept for your GST services.",
    path: routes.app.gstVault,
    serviceType: "GST",
  },
};
