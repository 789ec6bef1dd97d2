import { appPages } from "@/lib/site/routes";

interface LoginButtonsProps {
  className?: string;
}

/** Login and Sign up, both on the app's host. */
export function LoginButtons({ className = "" }: LoginButtonsProps) {
  return (
    <div className={`d-flex gap-2 ${className}`}>
      <a className="btn btn-outline-primary" href={appPages.login}>
        Login
      </a>
      <a className="btn btn-primary" href={appPages.signup}>
        Sign up
      </a>
    </div>
  );
}
