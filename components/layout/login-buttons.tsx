import { appPages } from "@/lib/site/routes";
import { useUtmHref } from "./use-utm-href";

interface LoginButtonsProps {
  className?: string;
}

/** Login and Sign up on the app's host, both carrying the visitor's UTM parameters. */
export function LoginButtons({ className = "" }: LoginButtonsProps) {
  const login = useUtmHref(appPages.login);
  const signup = useUtmHref(appPages.signup);
  return (
    <div className={`d-flex gap-2 ${className}`}>
      <a className="btn btn-outline-primary" href={login} data-carry-utm="">
        Login
      </a>
      <a className="btn btn-primary" href={signup} data-carry-utm="">
        Sign up
      </a>
    </div>
  );
}
