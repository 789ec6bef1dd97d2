/** @jest-environment node */
import handler from "@/pages/api/revalidate";
import { reportServerError } from "@/server/log.mjs";
import { resetCmsCoolDown } from "@/services/content";
import { pathsInEveryLanguage, pathsShowing } from "@/services/content/revalidation";
import { fakeApi } from "./fake-api";

// The content adapter as it is, with its cool-down reset watched.
jest.mock("@/services/content", () => ({ ...jest.requireActual("@/services/content"), resetCmsCoolDown: jest.fn() }));

// The handler's log lines and error reports, kept out of the test output and checked where they matter.
const info = jest.fn();
jest.mock("@/server/log.mjs", () => ({ logger: () => ({ info, warn: jest.fn() }), reportServerError: jest.fn() }));

const SECRET = "s3cret-revalidation-token-0123456789";
const authorised = { authorization: `Bearer ${SECRET}` };
const publishArticle = { type: "blog.BlogPage", slug: "advance-tax-due-dates" };

let savedSecret: string | undefined;
beforeEach(() => {
  savedSecret = process.env.REVALIDATE_SECRET;
  process.env.REVALIDATE_SECRET = SECRET;
});
afterEach(() => {
  if (savedSecret === undefined) delete process.env.REVALIDATE_SECRET;
  else process.env.REVALIDATE_SECRET = savedSecret;
  jest.clearAllMocks();
});

describe("POST /api/revalidate: who may call it", () => {
  test.each([
    ["GET", 405],
    ["PUT", 405],
    ["DELETE", 405],
  ])("given %s, then %i with Allow: POST", async (method, status) => {
    const { request, response, answer } = fakeApi({ method, headers: authorised, body: publishArticle });
    await handler(request, response);
    expect(answer.status).toBe(status);
    expect(answer.headers.allow).toBe("POST");
    expect(response.revalidate).not.toHaveBeenCalled();
  });

  test.each([
    ["unset", undefined],
    ["blank", "   "],
  ])("given REVALIDATE_SECRET %s, then 503 and nothing is regenerated, whatever is sent", async (_case, value) => {
    if (value === undefined) delete process.env.REVALIDATE_SECRET;
    else process.env.REVALIDATE_SECRET = value;
    const { request, response, answer } = fakeApi({ method: "POST", headers: { authorization: "Bearer " }, body: publishArticle });
    await handler(request, response);
    expect(answer.status).toBe(503);
    expect(response.revalidate).not.toHaveBeenCalled();
  });

  test.each([
    ["no Authorization header", {}],
    ["a wrong secret", { authorization: "Bearer not-the-secret" }],
    ["the secret with one character more", { authorization: `Bearer ${SECRET}x` }],
    ["a prefix of the secret", { authorization: `Bearer ${SECRET.slice(0, 10)}` }],
    ["the secret as Basic credentials", { authorization: `Basic ${SECRET}` }],
    ["the secret in another header", { "x-revalidate-secret": SECRET }],
  ])("given %s, then 401 and nothing is regenerated", async (_case, headers) => {
    const { request, response, answer } = fakeApi({ method: "POST", headers, body: publishArticle });
    await handler(request, response);
    expect(answer.status).toBe(401);
    expect(answer.headers["www-authenticate"]).toMatch(/^Bearer/);
    expect(JSON.stringify(answer.json)).not.toContain(SECRET);
    expect(response.revalidate).not.toHaveBeenCalled();
  });

  test.each([
    ["no body", undefined],
    ["a body that is not an object", "blog.BlogPage"],
    ["no slug", { type: "blog.BlogPage" }],
    ["no type", { slug: "advance-tax-due-dates" }],
    ["a type that is not app.Model", { type: "BlogPage", slug: "x" }],
    ["a slug that leaves its path segment", { type: "blog.BlogPage", slug: "../../api/health" }],
    ["a slug with a query", { type: "blog.BlogPage", slug: "a?b=1" }],
    ["a slug of 256 characters", { type: "blog.BlogPage", slug: "a".repeat(256) }],
  ])("given the right secret and %s, then 400 with the field's message", async (_case, body) => {
    const { request, response, answer } = fakeApi({ method: "POST", headers: authorised, body });
    await handler(request, response);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: "body must be { type, slug }" });
    expect(response.revalidate).not.toHaveBeenCalled();
  });
});

describe("POST /api/revalidate: what it regenerates", () => {
  test("given the right secret and a published article, then the article, every page of its listing and the learning hub are regenerated and listed", async () => {
    const { request, response, answer } = fakeApi({ method: "POST", headers: authorised, body: publishArticle });
    await handler(request, response);
    const expected = pathsInEveryLanguage(await pathsShowing(publishArticle));
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.json).toEqual({ revalidated: expected });
    expect(response.revalidate.mock.calls.map(([path]) => path)).toEqual(expected);
    expect(expected).toContain("/learning-resource/blog-articles/advance-tax-due-dates");
    // Both languages of each page (issue #42).
    expect(expected).toContain("/hi/learning-resource/blog-articles/advance-tax-due-dates");
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ kind: "revalidate", revalidated: expected, failed: [] }), "revalidated CMS pages");
  });

  test("given a page that fails to regenerate, then 500 with the failed path, and the others still regenerated", async () => {
    const failing = "/learning-resource";
    const { request, response, answer } = fakeApi({
      method: "POST",
      // The scheme's case and the spaces after it do not matter.
      headers: { authorization: `bearer   ${SECRET}` },
      body: publishArticle,
      revalidate: async (path) => {
        if (path === failing) throw new Error("Invalid response 500");
      },
    });
    await handler(request, response);
    const others = pathsInEveryLanguage(await pathsShowing(publishArticle)).filter((path) => path !== failing);
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({ revalidated: others, failed: [{ path: failing, error: "Invalid response 500" }] });
    expect(reportServerError).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Invalid response 500" }),
      expect.objectContaining({ path: failing }),
    );
  });

  test("given the CMS's call, then the minute without the CMS after an earlier failure is over before any page regenerates", async () => {
    const { request, response, answer } = fakeApi({ method: "POST", headers: authorised, body: publishArticle });
    await handler(request, response);
    expect(answer.status).toBe(200);
    const reset = jest.mocked(resetCmsCoolDown);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(response.revalidate).toHaveBeenCalled();
    expect(reset.mock.invocationCallOrder[0]).toBeLessThan(Math.min(...response.revalidate.mock.invocationCallOrder));
  });

  test("given a caller without the secret, then the cool-down is left as it is", async () => {
    const { request, response } = fakeApi({ method: "POST", headers: {}, body: publishArticle });
    await handler(request, response);
    expect(resetCmsCoolDown).not.toHaveBeenCalled();
  });

  test("given a type no page shows (testimonials), then 200 and nothing regenerated", async () => {
    const { request, response, answer } = fakeApi({ method: "POST", headers: authorised, body: { type: "testimonials.Testimonial", slug: "asha" } });
    await handler(request, response);
    expect(answer).toMatchObject({ status: 200, json: { revalidated: [] } });
    expect(response.revalidate).not.toHaveBeenCalled();
  });
});

// The embedded content (no CMS in unit tests): 12 articles (9 a page: 2 pages), 6 ITR guides
// and 4 GST guides (1 page each). Each listing also regenerates the page after its last, in
// case an unpublished document has just made it one page shorter.
describe("pathsShowing: every page that shows a CMS page", () => {
  test.each([
    [
      "a blog page: the article, its listing's pages and the learning hub (latest articles)",
      { type: "blog.BlogPage", slug: "new-article" },
      [
        "/learning-resource/blog-articles/new-article",
        "/learning-resource/blog-articles",
        "/learning-resource/blog-articles/page/2",
        "/learning-resource/blog-articles/page/3",
        "/learning-resource",
      ],
    ],
    [
      "a guide (its kind is not in the webhook): the guide under both kinds and both listings",
      { type: "guides.GuidePage", slug: "form-16" },
      [
        "/learning-resource/itr-guides/form-16",
        "/learning-resource/itr-guides",
        "/learning-resource/itr-guides/page/2",
        "/learning-resource/gst-guides/form-16",
        "/learning-resource/gst-guides",
        "/learning-resource/gst-guides/page/2",
      ],
    ],
    ["a glossary term: the glossary", { type: "glossary.GlossaryTerm", slug: "tds" }, ["/learning-resource/learning-resource-glossary"]],
    ["an FAQ: the FAQ page", { type: "faq.FaqEntry", slug: "q" }, ["/learning-resource/learning-resource-faq"]],
    ["a webinar: the webinars page", { type: "webinars.WebinarPage", slug: "w" }, ["/learning-resource/learning-resource-webinars"]],
    ["a media mention: media buzz", { type: "media.MediaMention", slug: "m" }, ["/company/media-buzz"]],
    ["page meta of a marketing page: that page", { type: "seo.PageMeta", slug: "individual-file-tax" }, ["/individual/file-tax"]],
    ["page meta of a page whose path holds the product slug", { type: "seo.PageMeta", slug: "company-about" }, ["/company/about-taxsathi"]],
    ["page meta of the glossary: the glossary", { type: "seo.PageMeta", slug: "learning-glossary" }, ["/learning-resource/learning-resource-glossary"]],
    [
      "page meta of a document listing: each of its pages",
      { type: "seo.PageMeta", slug: "learning-itr-guides" },
      ["/learning-resource/itr-guides", "/learning-resource/itr-guides/page/2"],
    ],
    [
      "page meta of an article: the article",
      { type: "seo.PageMeta", slug: "article-old-or-new-tax-regime" },
      ["/learning-resource/blog-articles/old-or-new-tax-regime"],
    ],
    [
      "page meta of an ITR guide: the guide",
      { type: "seo.PageMeta", slug: "itr-guide-e-verify-itr-and-track-refund" },
      ["/learning-resource/itr-guides/e-verify-itr-and-track-refund"],
    ],
    ["page meta of no page: nothing", { type: "seo.PageMeta", slug: "no-such-page" }, []],
    ["testimonials (no page shows them): nothing", { type: "testimonials.Testimonial", slug: "t" }, []],
    ["a type the site does not read: nothing", { type: "home.HomePage", slug: "home" }, []],
  ])("%s", async (_case, change, expected) => {
    expect(await pathsShowing(change)).toEqual(expected);
  });
});
