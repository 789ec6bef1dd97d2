import { render, screen } from "@testing-library/react";
import { FaqPageView } from "@/components/content/listing-pages";
import type { MarketingPage } from "@/lib/content/schemas";

jest.mock("next/router", () => ({
  useRouter: () => ({ isReady: true, query: {}, asPath: "/learning-resource/learning-resource-faq", pathname: "/learning-resource/learning-resource-faq" }),
}));

const page = {
  title: "FAQ",
  description: "Answers",
  h1: "Frequently asked questions",
  lede: "Short answers.",
  cta: { label: "Start filing", href: "/signup" },
  sections: [],
} as unknown as MarketingPage;

test("each FAQ section is named by its heading, through an id with no whitespace (a valid id and link target)", () => {
  render(
    <FaqPageView
      page={page}
      meta={{}}
      faqs={[
        { question: "Which regime?", answer: "It depends.", category: "Regimes and deductions" },
        { question: "Where is my refund?", answer: "On the portal.", category: "Notices and refunds" },
        { question: "Who can file?", answer: "Anyone." },
      ]}
    />,
  );
  for (const name of ["Regimes and deductions", "Notices and refunds", "General"]) {
    const section = screen.getByRole("region", { name });
    const id = section.getAttribute("aria-labelledby")!;
    expect(id).toMatch(/^faq-[a-z0-9-]+$/);
    expect(document.getElementById(id)).toHaveTextContent(name);
  }
});
