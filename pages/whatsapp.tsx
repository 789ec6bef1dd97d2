import { RequireSignIn } from "@/components/app/require-sign-in";
import { WhatsappScreen } from "@/components/app/whatsapp/whatsapp-screen";
import { appLayout } from "@/components/layout/page-layouts";

/*
 * Signed-in users only ("user"): the issue asks every app route to need a signed-in profile,
 * and this form shows a person's PAN, bank account and address; a form open to anyone who
 * knows or guesses a phone number would hand those out. The chat-bot host must check the
 * caller too, since its calls carry no session of ours.
 */
export default function WhatsappPage() {
  return (
    <RequireSignIn title="Update your ITR details" purpose="Correct the details our WhatsApp assistant holds for your income-tax return.">
      {() => <WhatsappScreen />}
    </RequireSignIn>
  );
}

WhatsappPage.getLayout = appLayout;
