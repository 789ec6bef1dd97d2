import { useEffect, useState, type ReactNode } from "react";
import { Provider } from "react-redux";
import { makeStore } from "@/store";
import { useAppDispatch } from "@/store/hooks";
import { fetchProfile } from "@/store/profile-slice";

/** Loads the profile once when the app starts; the thunk's condition skips repeat loads. */
function ProfileLoader() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(fetchProfile());
  }, [dispatch]);
  return null;
}

/** The Redux store (one per app instance) and the app-wide effects. */
export function AppShell({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <ProfileLoader />
      {children}
    </Provider>
  );
}
