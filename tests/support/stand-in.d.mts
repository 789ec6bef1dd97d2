/** Types for stand-in.mjs, so TypeScript tests can start and steer it. */

export interface StandInFault {
  /** Answer with this HTTP status and a JSON `detail`. */
  status?: number;
  /** Wait this long before answering (or before playing the other parts of the fault). */
  delayMs?: number;
  /** Destroy the socket without answering. */
  drop?: true;
  /** Answer 200 with an HTML error page. */
  html?: true;
  /** Answer 200 with JSON of the wrong shape. */
  badJson?: true;
}

export interface StandInRequest {
  method: string;
  /** The path without its query string. */
  path: string;
  query: Record<string, string>;
  /** Node's lower-cased request headers. */
  headers: Record<string, string | string[] | undefined>;
  /** The body as text (empty for GET), cut at 64 kB. */
  body: string;
}

/** A CMS page as in fixtures/cms-pages.json: Wagtail's id, meta (type, slug, …), title and fields. */
export interface StandInCmsPage {
  id: number;
  title: string;
  meta: { type: string; slug: string; [field: string]: unknown };
  [field: string]: unknown;
}

export interface StandInOptions {
  /** 0 picks a free port; the default is 4010. */
  port?: number;
  host?: string;
  /** Names the session cookie; the default is `taxsathi`. */
  productSlug?: string;
}

export interface StandIn {
  /** `http://host:port`, with the real port when 0 was asked for. */
  url: string;
  /** Every request whose path starts with `pathPrefix` gets `fault` until cleared. */
  setFault(pathPrefix: string, fault: StandInFault, scope?: string): void;
  /** A CMS edit: replaces the CMS page with `page.id`, or adds it, until reset. */
  setCmsPage(page: StandInCmsPage): void;
  /** Copies of the CMS pages the stand-in serves now. */
  cmsPages(): StandInCmsPage[];
  clearFaults(): void;
  /** Clears the faults and the request log, and restores the fixture's CMS pages. */
  reset(): void;
  /** The requests received since the last reset, control routes excluded. */
  requests(): StandInRequest[];
  close(): Promise<void>;
}

export function startStandIn(options?: StandInOptions): Promise<StandIn>;
