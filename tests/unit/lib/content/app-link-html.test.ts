import { withAppLinkHrefs } from "@/lib/content/app-link-html";
import { prepareHtml, prepareMarkdown } from "@/lib/content/document-html";
import { appLinkTarget } from "@/lib/site/app-links";

const APP = "https://app.example.com";

describe("app links in content: marked by the sanitiser", () => {
  test("given a CMS link to the app's signup with the author's own query, then the bare signup, marked, in the same tab", () => {
    const { html } = prepareHtml(`<p><a href="${APP}/signup/?utm_source=author&amp;plan=x" title="Sign up" target="_blank" onclick="x()">Create your account</a></p>`);
    expect(html).toBe(`<p><a data-app-link="signup" href="${APP}/signup" data-carry-utm title="Sign up">Create your account</a></p>`);
  });

  test("given markdown links to login and to another host, then login is marked and the other stays an outside link", () => {
    const { html } = prepareMarkdown(`[Log in](${APP}/login) or [read](https://example.org/guide)`);
    expect(html).toContain(`<a data-app-link="login" href="${APP}/login" data-carry-utm>Log in</a>`);
    expect(html).toContain('<a href="https://example.org/guide" rel="noopener noreferrer nofollow" target="_blank">read</a>');
  });

  test("given an author who writes the marks on another link, then they are dropped", () => {
    const { html } = prepareHtml('<p><a href="https://evil.example/" data-app-link="signup" data-carry-utm="">x</a><a href="/support" data-app-link="login">y</a></p>');
    expect(html).not.toContain("data-app-link");
    expect(html).not.toContain("data-carry-utm");
  });
});

describe("withAppLinkHrefs: the visit's campaign put in when the page renders", () => {
  const { html } = prepareHtml(`<p><a href="${APP}/signup">Sign up</a> and <a href="${APP}/login">log in</a>, or <a href="/support">ask</a>.</p>`);

  test("given a campaign, then each app link carries it, HTML-escaped, and other links are untouched", () => {
    const rendered = withAppLinkHrefs(html, (page) => appLinkTarget(page, "utm_source=mail&utm_campaign=itr2026"));
    expect(rendered).toContain(`<a data-app-link="signup" href="${APP}/signup?utm_source=mail&amp;utm_campaign=itr2026" data-carry-utm>Sign up</a>`);
    expect(rendered).toContain(`<a data-app-link="login" href="${APP}/login?utm_source=mail&amp;utm_campaign=itr2026" data-carry-utm>log in</a>`);
    expect(rendered).toContain('<a href="/support">ask</a>');
  });

  test("given no campaign and a signed-out visitor, then the HTML is exactly the server's (hydration matches)", () => {
    expect(withAppLinkHrefs(html, (page) => appLinkTarget(page, ""))).toBe(html);
  });

  test("given a signed-in visitor, then signup and login lead to the dashboard, and are marked so", () => {
    const rendered = withAppLinkHrefs(html, (page) => appLinkTarget(page, "utm_source=mail", true));
    expect(rendered).not.toContain("/signup");
    expect(rendered).not.toContain("/login");
    expect(rendered.match(/data-app-link="dashboard" href="https:\/\/app\.example\.com\/dashboard\/itr\/list\?utm_source=mail"/g)).toHaveLength(2);
  });

  test("given a value that would break out of the attribute, then it stays inside it", () => {
    const rendered = withAppLinkHrefs(html, () => ({ page: "signup", href: `${APP}/signup?utm_source="><script>` }));
    expect(rendered).not.toContain("<script>");
    expect(rendered).toContain("&quot;&gt;&lt;script&gt;");
  });
});
