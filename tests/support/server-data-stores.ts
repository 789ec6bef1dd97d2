import { makeStore } from "@/store";
import { serverData } from "@/store/server-data/api";

/**
 * For tests of the server-data endpoints: the returned function makes a store for the test.
 * After each test its cache is dropped, with the timers that would have dropped it later,
 * and the test fails if Redux Toolkit's checks reported non-serialisable state or actions
 * (they write to console.error).
 */
export function serverDataStores(): () => ReturnType<typeof makeStore> {
  const stores: ReturnType<typeof makeStore>[] = [];
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error");
  });
  afterEach(() => {
    for (const store of stores.splice(0)) store.dispatch(serverData.util.resetApiState());
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
  return () => {
    const store = makeStore();
    stores.push(store);
    return store;
  };
}
