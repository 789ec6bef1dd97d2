/**
 * @jest-environment node
 */
import { parseArgs } from "@/server/start.mjs";

describe("parseArgs", () => {
  it("takes next start's flags, then PORT and HOSTNAME, then 3000 on every interface", () => {
    expect(parseArgs(["-p", "3100"], {})).toEqual({ port: 3100, hostname: undefined });
    expect(parseArgs(["--port", "3300", "--hostname", "127.0.0.1"], {})).toEqual({ port: 3300, hostname: "127.0.0.1" });
    expect(parseArgs(["-H", "::"], { PORT: "8080" })).toEqual({ port: 8080, hostname: "::" });
    expect(parseArgs([], { HOSTNAME: "0.0.0.0" })).toEqual({ port: 3000, hostname: "0.0.0.0" });
  });

  it("refuses a port that is not one", () => {
    expect(() => parseArgs(["-p", "http"], {})).toThrow("Not a port");
    expect(() => parseArgs(["-p", "70000"], {})).toThrow("Not a port");
  });
});
