import { AppLink } from "./app-link";

interface LoginButtonsProps {
  className?: string;
}

/** Login and Sign up on the app's host, both carrying the visit's campaign. */
export function LoginButtons({ className = "" }: LoginButtonsProps) {
  return (
    <div className={`d-flex gap-2 ${className}`}>
      <AppLink kind="login" className="btn btn-outline-primary">
        Login
      </AppLink>
      <AppLink kind="signup" className="btn btn-primary">
        Sign up
      </AppLink>
    </div>
  );
}
