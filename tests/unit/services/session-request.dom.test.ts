// jsdom environment (the default): a real document.cookie, as in the browser.
import { sessionRequestConfig, uploadRequestConfig } from "@/services/session-request";

function clearCookie(name: string) {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

describe("session request options in a browser-like document", () => {
  afterEach(() => clearCookie("csrftoken"));

  test("given document.cookie holds csrftoken=abc123, then X-CSRFToken is abc123 and withCredentials is true", () => {
    document.cookie = "csrftoken=abc123; path=/";
    const options = sessionRequestConfig();
    expect(options.headers).toEqual({ "X-CSRFToken": "abc123" });
    expect(options.withCredentials).toBe(true);
  });

  test("given no csrftoken cookie but other cookies, then X-CSRFToken is empty", () => {
    document.cookie = "taxsathi=regular; path=/";
    expect(sessionRequestConfig().headers).toEqual({ "X-CSRFToken": "" });
    clearCookie("taxsathi");
  });

  test("given a csrftoken cookie, then an upload carries it too, with the 120000 ms time-out", () => {
    document.cookie = "csrftoken=up-1; path=/";
    const options = uploadRequestConfig();
    expect(options.headers).toEqual({ "X-CSRFToken": "up-1" });
    expect(options.timeout).toBe(120000);
  });
});
