/** @jest-environment node */
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { z } from "zod";

import { ApiError, isApiError, parseResponse, toApiError, type ApiErrorKind } from "@/services/api-error";

const requestConfig: InternalAxiosRequestConfig = { headers: new AxiosHeaders(), method: "get", url: "/v1/google-login/" };

function responseWith(status: number): AxiosResponse {
  return { status, statusText: "", headers: {}, config: requestConfig, data: {} };
}

describe("toApiError", () => {
  test.each<[string, unknown, ApiErrorKind, number | undefined]>([
    ["axios time-out (ECONNABORTED): timeout", new AxiosError("timeout of 10ms exceeded", "ECONNABORTED", requestConfig), "timeout", undefined],
    ["clarified time-out (ETIMEDOUT): timeout", new AxiosError("timeout", "ETIMEDOUT", requestConfig), "timeout", undefined],
    ["no response (ERR_NETWORK): network", new AxiosError("Network Error", "ERR_NETWORK", requestConfig), "network", undefined],
    ["connection refused: network", new AxiosError("connect ECONNREFUSED", "ECONNREFUSED", requestConfig), "network", undefined],
    ["HTTP 404 response: http with status 404", new AxiosError("fail", "ERR_BAD_REQUEST", requestConfig, {}, responseWith(404)), "http", 404],
    ["HTTP 503 response: http with status 503", new AxiosError("fail", "ERR_BAD_RESPONSE", requestConfig, {}, responseWith(503)), "http", 503],
    ["plain Error: network", new Error("socket hang up"), "network", undefined],
    ["a thrown string: network", "boom", "network", undefined],
  ])("%s", (_scenario, error, kind, status) => {
    const apiError = toApiError(error);
    expect(apiError).toBeInstanceOf(ApiError);
    expect(apiError.kind).toBe(kind);
    expect(apiError.status).toBe(status);
    expect(apiError.cause).toBe(error);
  });

  test("given an ApiError, then it is returned unchanged", () => {
    const original = new ApiError("not-configured", "no host");
    expect(toApiError(original)).toBe(original);
  });

  test("given any ApiError, then it is an Error named ApiError and isApiError says so", () => {
    const error = new ApiError("http", "HTTP 500", { status: 500 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("ApiError");
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error("x"))).toBe(false);
  });
});

describe("parseResponse", () => {
  const profileSchema = z.object({
    userProfile: z.object({ first_name: z.string(), email: z.string() }),
  });

  test("given the expected shape, then it returns the parsed data", () => {
    const data = { userProfile: { first_name: "Priya", email: "priya.sharma@example.in", extra: 1 } };
    expect(parseResponse(profileSchema, data)).toEqual({
      userProfile: { first_name: "Priya", email: "priya.sharma@example.in" },
    });
  });

  test("given a schema with a transform, then the output type is what it returns", () => {
    const count = parseResponse(z.object({ total_count: z.number() }).transform((meta) => meta.total_count), {
      total_count: 3,
    });
    expect(count).toBe(3);
  });

  test.each<[string, unknown]>([
    ["a field of the wrong type", { userProfile: { first_name: 7, email: "a@example.in" } }],
    ["a missing object", { detail: "ok" }],
    ["an HTML error page served as 200", "<!doctype html><h1>Service unavailable</h1>"],
    ["null", null],
  ])("given %s, then it throws ApiError bad-response, not a zod error", (_scenario, data) => {
    let thrown: unknown;
    try {
      parseResponse(profileSchema, data);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).kind).toBe("bad-response");
    expect((thrown as ApiError).cause).toBeInstanceOf(z.ZodError);
    expect((thrown as ApiError).message).toMatch(/^Unexpected response shape: /);
  });
});
