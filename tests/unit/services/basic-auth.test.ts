// Runs in Jest's default jsdom environment on purpose: like a browser, it has btoa but
// no TextEncoder, which is the harder case for the encoder.
import { basicAuthHeader } from "@/services/basic-auth";

describe("basicAuthHeader", () => {
  test.each([
    ["RFC 7617 example, ASCII", "Aladdin:open sesame", "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="],
    ["RFC 7617 example, UTF-8 pound sign", "test:123£", "Basic dGVzdDoxMjPCow=="],
    ["colon inside the password: kept as text", "site:pa:ss", "Basic c2l0ZTpwYTpzcw=="],
    ["empty password", "site:", "Basic c2l0ZTo="],
    ["rupee sign (three UTF-8 bytes)", "u:₹", "Basic dTrigrk="],
  ])("%s: %s gives %s", (_scenario, credentials, expected) => {
    expect(basicAuthHeader(credentials)).toBe(expected);
  });
});
