import { z } from "zod/mini";

import { parseResponse } from "./api-error";
import { appClient } from "./clients";
import { checkRequest, ruleField } from "./request-check";
import { sessionRequestConfig } from "./session-request";
import { checkEmail, checkMobile, checkName } from "@/lib/forms/contact-rules";

/*
 * The chat with a tax expert: the person's services and chat rooms, messages,
 * notifications, vault documents and the staff (service provider) views.
 *
 * Every call here acts as the signed-in user (a chat room, its messages and documents
 * belong to someone), so each goes with sessionRequestConfig(): the session cookie and,
 * on POST, PUT and DELETE, the CSRF header.
 *
 * The issue fixes methods, paths and query names only. The response shapes below are our
 * assumption of plausible Django REST answers: each keeps unknown keys and requires only
 * what the site reads. A file's download through /chat/upload/ is in file-download.ts.
 */

export const CHAT_SERVICES_PATH = "/chat/services/";
export const CHAT_SERVICE_TYPES_PATH = "/chat/services-type/";
export const VAULT_DETAILS_PATH = "/chat/vaultdetails/";
export const STORE_USER_DETAILS_PATH = "/chat/storeuserdetails/";
export const PACKAGE_LINK_PATH = "/chat/generate-package-link/";
export const CHAT_MESSAGES_PATH = "/chat/storechatmessage/";
export const NOTIFICATIONS_PATH = "/chat/createnotification/";
export const ASSIGNED_USERS_PATH = "/chat/assigneduserspersp/";
export const SERVICE_PROVIDERS_PATH = "/chat/serviceswisesp/";
export const CHAT_STAGES_PATH = "/chat/chat-stages/";

/** The page size and first page /chat/assigneduserspersp/ uses when the caller says nothing. */
export const ASSIGNED_USERS_DEFAULT_LIMIT = 50;
export const ASSIGNED_USERS_DEFAULT_PAGE = 1;

const text = z.string();
const optionalText = z.optional(z.nullable(z.string()));
const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
const positiveInt = z.int().check(z.positive());

/* Requests */

const serviceTypeSchema = required("Choose a service");
const chatRoomSchema = required("The chat room is missing");

const vaultQuerySchema = z.object({
  email: ruleField(checkEmail),
  service_type: serviceTypeSchema,
});

const vaultDeleteSchema = z.object({
  uuids: z.array(required("A document id is empty")).check(z.minLength(1, "Choose at least one document to delete")),
});

const userDetailsSchema = z.object({
  name: ruleField((input) => checkName(input)),
  email: ruleField(checkEmail),
  mobile_number: ruleField(checkMobile),
  service_type: serviceTypeSchema,
});

/** An update names its chat room and sends only the fields that change. */
const userDetailsUpdateSchema = z.object({
  chat_room: chatRoomSchema,
  name: z.optional(ruleField((input) => checkName(input))),
  email: z.optional(ruleField(checkEmail)),
  mobile_number: z.optional(ruleField(checkMobile)),
  service_type: z.optional(serviceTypeSchema),
});

const packageLinkQuerySchema = z.object({ chat_room: chatRoomSchema, email: ruleField(checkEmail) });
const packageLinkBodySchema = z.object({
  packages: z
    .array(z.object({ id: positiveInt, quantity: positiveInt }))
    .check(z.minLength(1, "Choose at least one package")),
});

const messageBodySchema = z.object({
  message: z.string().check(z.trim(), z.minLength(1, "Type a message"), z.maxLength(5000, "Keep a message to 5,000 characters or fewer")),
});

const assignedUsersQuerySchema = z.object({
  sp_email: ruleField(checkEmail),
  service_type: z.optional(text),
  action: z.optional(text),
  stage: z.optional(text),
  channel: z.optional(text),
  limit: z._default(z.int().check(z.positive(), z.maximum(500)), ASSIGNED_USERS_DEFAULT_LIMIT),
  page: z._default(positiveInt, ASSIGNED_USERS_DEFAULT_PAGE),
  search_str: z.optional(text),
});

export type UserDetailsRequest = z.input<typeof userDetailsSchema>;
export type UserDetailsUpdate = z.input<typeof userDetailsUpdateSchema>;
export type PackageSelection = z.input<typeof packageLinkBodySchema>["packages"][number];
export type AssignedUsersQuery = z.input<typeof assignedUsersQuerySchema>;

/* Responses (our assumption, see above) */

const chatServiceSchema = z.looseObject({
  id: z.number(),
  service_type: text,
  chat_room: text,
  title: optionalText,
  status: optionalText,
  created_at: optionalText,
});

const chatServiceTypeSchema = z.looseObject({
  id: z.number(),
  service_type: text,
  name: optionalText,
});

const vaultDocumentSchema = z.looseObject({
  uuid: text,
  file_name: text,
  s3_path: text,
  service_type: optionalText,
  uploaded_at: optionalText,
});

const chatRoomAnswerSchema = z.looseObject({ chat_room: text });

const packageLinkSchema = z.looseObject({
  /** The payment link sent in the chat; null until one is generated. */
  link: z.nullable(z.string()),
});

const chatMessageSchema = z.looseObject({
  id: z.number(),
  message: text,
  /** The sender's email. */
  sender: text,
  created_at: text,
  /** An attachment, downloaded through /chat/upload/?s3_path=. */
  s3_path: optionalText,
});

const notificationSchema = z.looseObject({
  id: z.number(),
  message: text,
  created_at: text,
  is_read: z.optional(z.boolean()),
});

/** Django REST framework's page: count, next, previous, results. */
const assignedUsersPageSchema = z.looseObject({
  count: z.number(),
  next: z.nullable(z.string()),
  previous: z.nullable(z.string()),
  results: z.array(
    z.looseObject({
      email: text,
      name: optionalText,
      chat_room: text,
      stage: optionalText,
      service_type: optionalText,
    }),
  ),
});

const serviceProvidersSchema = z.looseObject({
  service_type: text,
  service_providers: z.array(z.looseObject({ email: text, name: optionalText })),
});

const chatStageSchema = z.looseObject({
  stage: text,
  status: optionalText,
  updated_at: optionalText,
});

/** A DELETE may answer 204 with no body or 200 with a small JSON note; neither is read. */
const noContentSchema = z.union([z.literal(""), z.undefined(), z.null(), z.looseObject({})]);

export type ChatService = z.infer<typeof chatServiceSchema>;
export type ChatServiceType = z.infer<typeof chatServiceTypeSchema>;
export type VaultDocument = z.infer<typeof vaultDocumentSchema>;
export type PackageLink = z.infer<typeof packageLinkSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatNotification = z.infer<typeof notificationSchema>;
export type AssignedUsersPage = z.infer<typeof assignedUsersPageSchema>;
export type ServiceProviders = z.infer<typeof serviceProvidersSchema>;
export type ChatStage = z.infer<typeof chatStageSchema>;

/* Calls */

/** The person's chat services of one type (`servicetype`, e.g. "ITR"). */
export async function getChatServices(serviceType: string): Promise<ChatService[]> {
  const servicetype = checkRequest(serviceTypeSchema, serviceType);
  const response = await appClient.get(CHAT_SERVICES_PATH, sessionRequestConfig({ params: { servicetype } }));
  return parseResponse(z.array(chatServiceSchema), response.data);
}

export async function getChatServiceTypes(): Promise<ChatServiceType[]> {
  const response = await appClient.get(CHAT_SERVICE_TYPES_PATH, sessionRequestConfig());
  return parseResponse(z.array(chatServiceTypeSchema), response.data);
}

export interface VaultQuery {
  email: string;
  serviceType: string;
}

/** The documents kept for one person and service. */
export async function getVaultDetails({ email, serviceType }: VaultQuery): Promise<VaultDocument[]> {
  const params = checkRequest(vaultQuerySchema, { email, service_type: serviceType });
  const response = await appClient.get(VAULT_DETAILS_PATH, sessionRequestConfig({ params }));
  return parseResponse(z.array(vaultDocumentSchema), response.data);
}

/** Deletes documents by uuid; the same email and service_type query names whose vault it is. */
export async function deleteVaultDocuments({ email, serviceType, uuids }: VaultQuery & { uuids: string[] }): Promise<void> {
  const params = checkRequest(vaultQuerySchema, { email, service_type: serviceType });
  const data = checkRequest(vaultDeleteSchema, { uuids });
  const response = await appClient.delete(VAULT_DETAILS_PATH, sessionRequestConfig({ params, data }));
  parseResponse(noContentSchema, response.data);
}

/** Starts a chat: stores who the person is and which service they want; answers the room. */
export async function storeUserDetails(details: UserDetailsRequest): Promise<{ chat_room: string }> {
  const body = checkRequest(userDetailsSchema, details);
  const response = await appClient.post(STORE_USER_DETAILS_PATH, body, sessionRequestConfig());
  return parseResponse(chatRoomAnswerSchema, response.data);
}

export async function updateUserDetails(update: UserDetailsUpdate): Promise<{ chat_room: string }> {
  const body = checkRequest(userDetailsUpdateSchema, update);
  const response = await appClient.put(STORE_USER_DETAILS_PATH, body, sessionRequestConfig());
  return parseResponse(chatRoomAnswerSchema, response.data);
}

export interface PackageLinkQuery {
  chatRoom: string;
  email: string;
}

/** Makes a payment link for the chosen packages and posts it in the chat room. */
export async function generatePackageLink({ chatRoom, email }: PackageLinkQuery, packages: PackageSelection[]): Promise<PackageLink> {
  const params = checkRequest(packageLinkQuerySchema, { chat_room: chatRoom, email });
  const body = checkRequest(packageLinkBodySchema, { packages });
  const response = await appClient.post(PACKAGE_LINK_PATH, body, sessionRequestConfig({ params }));
  return parseResponse(packageLinkSchema, response.data);
}

export async function getPackageLink({ chatRoom, email }: PackageLinkQuery): Promise<PackageLink> {
  const params = checkRequest(packageLinkQuerySchema, { chat_room: chatRoom, email });
  const response = await appClient.get(PACKAGE_LINK_PATH, sessionRequestConfig({ params }));
  return parseResponse(packageLinkSchema, response.data);
}

export async function getChatMessages(chatRoom: string): Promise<ChatMessage[]> {
  const chatroom = checkRequest(chatRoomSchema, chatRoom);
  const response = await appClient.get(CHAT_MESSAGES_PATH, sessionRequestConfig({ params: { chatroom } }));
  return parseResponse(z.array(chatMessageSchema), response.data);
}

export async function sendChatMessage(chatRoom: string, message: string): Promise<ChatMessage> {
  const chatroom = checkRequest(chatRoomSchema, chatRoom);
  const body = checkRequest(messageBodySchema, { message });
  const response = await appClient.post(CHAT_MESSAGES_PATH, body, sessionRequestConfig({ params: { chatroom } }));
  return parseResponse(chatMessageSchema, response.data);
}

export async function getNotifications(notificationRoom: string): Promise<ChatNotification[]> {
  const notification_room = checkRequest(chatRoomSchema, notificationRoom);
  const response = await appClient.get(NOTIFICATIONS_PATH, sessionRequestConfig({ params: { notification_room } }));
  return parseResponse(z.array(notificationSchema), response.data);
}

/** Staff: the users assigned to one service provider, a page at a time (50 from page 1 by default). */
export async function getAssignedUsers(query: AssignedUsersQuery): Promise<AssignedUsersPage> {
  const params = checkRequest(assignedUsersQuerySchema, query);
  const response = await appClient.get(ASSIGNED_USERS_PATH, sessionRequestConfig({ params }));
  return parseResponse(assignedUsersPageSchema, response.data);
}

/** Staff: the service providers of each service type. */
export async function getServiceProviders(): Promise<ServiceProviders[]> {
  const response = await appClient.get(SERVICE_PROVIDERS_PATH, sessionRequestConfig());
  return parseResponse(z.array(serviceProvidersSchema), response.data);
}

export async function getChatStages(chatRoom: string): Promise<ChatStage[]> {
  const chatroom = checkRequest(chatRoomSchema, chatRoom);
  const response = await appClient.get(CHAT_STAGES_PATH, sessionRequestConfig({ params: { chatroom } }));
  return parseResponse(z.array(chatStageSchema), response.data);
}
