import { AppLink } from "./app-link";
import { frameText } from "@/lib/i18n/frame-text";
import { useLocale } from "@/lib/i18n/use-locale";

interface LoginButtonsProps {
  className?: string;
}

/** Login and Sign up on the app's host, both carrying the visit's campaign. */
export function LoginButtons({ className = "" }: LoginButtonsProps) {
  const t = frameText(useLocale());
  return (
    <div className={`d-flex gap-2 ${className}`}>
      <AppLink kind="login" className="btn btn-outline-primary">
        {t.login}
      </AppLink>
      <AppLink kind="signup" className="btn btn-primary">
        {t.signup}
      </AppLink>
    </div>
  );
}
