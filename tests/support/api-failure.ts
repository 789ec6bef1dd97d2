import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { ApiError } from "@/services/api-error";

/*
 * An ApiError as the API client's interceptor makes it for an HTTP answer (services/api-error):
 * the AxiosError, with the answer's body, is its cause. `request` is "POST /v1/form16/upload/".
 */
export function httpFailure(request: string, status: number, data: unknown = {}): ApiError {
  const [method = "get", url = "/"] = request.split(" ");
  const config = { headers: new AxiosHeaders(), method: method.toLowerCase(), url } as InternalAxiosRequestConfig;
  const response = { status, statusText: "", data, headers: new AxiosHeaders(), config } as AxiosResponse;
  const cause = new AxiosError(`Request failed with status code ${status}`, "ERR_BAD_RESPONSE", config, {}, response);
  return new ApiError("http", `${request} failed with HTTP ${status}`, { status, cause });
}
