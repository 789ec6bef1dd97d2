import { defaultMeta, resolveMeta } from "@/lib/site/seo";

describe("resolveMeta", () => {
  test("given no page meta, then every field falls back to the site default and the canonical is the current path", () => {
    const meta = resolveMeta({}, "/support?utm_source=x#top");
    expect(meta.title).toBe(defaultMeta.title);
    expect(meta.description).toBe(defaultMeta.description);
    expect(meta.keywords).toBe(defaultMeta.keywords);
    expect(meta.canonical).toBe("http://localhost:3000/support");
    expect(meta.og.url).toBe("http://localhost:3000/support");
    expect(meta.og.image).toBe("http://localhost:3000/brand/social-card.png");
    expect(meta.og.imageAlt).toBe(defaultMeta.imageAlt);
    expect(meta.og.imageAlt).toMatch(/income-tax, TDS and GST/);
    expect(meta.twitterCard).toBe("summary_large_image");
  });

  test("given some fields, then only the missing ones fall back, field by field", () => {
    const meta = resolveMeta(
      { seo_title: "HRA calculator", search_description: "", sm_title: null, slug: "tools-and-calculators/hra" },
      "/anything",
    );
    expect(meta.title).toBe("HRA calculator");
    expect(meta.description).toBe(defaultMeta.description);
    expect(meta.og.title).toBe("HRA calculator");
    expect(meta.canonical).toBe("http://localhost:3000/tools-and-calculators/hra");
  });

  test("given every social field, then the sharing tags use them", () => {
    const meta = resolveMeta(
      {
        seo_title: "T",
        sm_title: "Share title",
        sm_description: "Share text",
        sm_img_url: "https://cdn.example.in/card.jpg",
        sm_img_type: "image/jpeg",
        sm_page_url: "https://www.example.in/page",
        sm_twitter_card: "summary",
      },
      "/page",
    );
    expect(meta.og).toMatchObject({
      title: "Share title",
      description: "Share text",
      image: "https://cdn.example.in/card.jpg",
      imageType: "image/jpeg",
      // The CMS's own image is described by the page's social title, not by the default card's text.
      imageAlt: "Share title",
      url: "https://www.example.in/page",
    });
    expect(meta.twitterCard).toBe("summary");
  });
});
