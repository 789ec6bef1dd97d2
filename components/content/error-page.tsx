import Link from "@/components/layout/site-link";
import { routes } from "@/lib/site/routes";

interface ErrorPageProps {
  code: 404 | 500;
  title: string;
  message: string;
}

/** The branded error page, inside the normal header and footer, with ways back. */
export function ErrorPage({ code, title, message }: ErrorPageProps) {
  return (
    <section className="text-center py-5" aria-labelledby="error-title">
      <p className="display-1 fw-bold text-primary mb-2" aria-hidden="true">
        {code}
      </p>
      <h1 id="error-title" className="h2">
        {title}
      </h1>
      <p className="lead mx-auto" style={{ maxWidth: "36rem" }}>
        {message}
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
        <Link href={routes.home} className="btn btn-primary">
          Go to the home page
        </Link>
        <Link href={routes.tools.root} className="btn btn-outline-primary">
          Tax calculators
        </Link>
        <Link href={routes.support} className="btn btn-outline-primary">
          Contact support
        </Link>
      </div>
    </section>
  );
}
