import { useId, useState, type ChangeEvent, type FormEvent } from "react";

import { FormField, FormStatus, SubmitButton } from "@/components/forms/form-field";
import formStyles from "@/components/forms/forms.module.scss";
import { UPLOAD_TIMEOUT_MS } from "@/services/timeouts";

import { UploadProgress } from "./upload-progress";
import type { UploadState, VideoDetails } from "./use-video-upload";
import { formatList, lengthProblem, megabytes, videoFileProblem, type VideoRules } from "./video-rules";

interface VideoUploadFormProps {
  /** The allowed types and size, once the vault service has loaded. */
  rules: VideoRules | null;
  upload: UploadState;
  onUpload: (details: VideoDetails) => void;
}

interface Problems {
  title?: string;
  description?: string;
  file?: string;
}

/** Title, description and the video; checked here before anything is sent. */
export function VideoUploadForm({ rules, upload, onUpload }: VideoUploadFormProps) {
  const id = useId();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [doneItem, setDoneItem] = useState<unknown>(null);
  // A new key gives a fresh, empty file input.
  const [fileKey, setFileKey] = useState(0);
  const uploading = upload.state === "uploading";

  // After an upload the form is emptied for the next video (what was typed is kept on failure).
  if (upload.state === "done" && doneItem !== upload.item) {
    setDoneItem(upload.item);
    setTitle("");
    setDescription("");
    setFile(null);
    setFileKey((key) => key + 1);
  }

  const fileProblem = (chosen: File | null) => {
    if (!chosen) return "Choose the video to upload";
    return rules ? videoFileProblem(chosen, rules) : undefined;
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setProblems((current) => ({ ...current, file: chosen ? fileProblem(chosen) : undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      // Before the rules load only the title's presence is checked here; the service checks the lengths again.
      title: title.trim() === "" ? "Enter a title for the video" : rules ? lengthProblem("title", title, rules.titleMax) : undefined,
      description: rules ? lengthProblem("description", description, rules.descriptionMax) : undefined,
      file: fileProblem(file),
    };
    setProblems(found);
    if (found.title || found.description || found.file || !file) return;
    onUpload({ file, title: title.trim(), description: description.trim() });
  };

  const serverErrors = upload.state === "failed" ? upload.fieldErrors : {};
  const fileError = problems.file ?? serverErrors.file?.join(" ");
  const descriptionError = problems.description ?? serverErrors.description?.join(" ");
  const minutes = UPLOAD_TIMEOUT_MS / 60_000;

  return (
    <form onSubmit={submit} noValidate className="mb-4">
      <FormField label="Title" value={title} onChange={setTitle} maxLength={rules?.titleMax} disabled={uploading} error={problems.title ?? serverErrors.title?.join(" ")} />
      <div className={formStyles.field}>
        <label htmlFor={`${id}-description`} className="form-label">
          Description (optional)
        </label>
        <textarea
          id={`${id}-description`}
          className={`form-control${descriptionError ? " is-invalid" : ""}`}
          rows={3}
          maxLength={rules?.descriptionMax}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          disabled={uploading}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${id}-description-error` : undefined}
        />
        {descriptionError && (
          <p id={`${id}-description-error`} className={`invalid-feedback ${formStyles.message}`}>
            {descriptionError}
          </p>
        )}
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-file`} className="form-label">
          Video file
        </label>
        <input
          key={fileKey}
          id={`${id}-file`}
          type="file"
          accept={rules ? rules.types.join(",") : "video/*"}
          className={`form-control${fileError ? " is-invalid" : ""}`}
          onChange={choose}
          disabled={uploading}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={[fileError ? `${id}-file-error` : "", `${id}-file-help`].filter(Boolean).join(" ")}
        />
        {fileError && (
          <p id={`${id}-file-error`} className={`invalid-feedback ${formStyles.message}`}>
            {fileError}
          </p>
        )}
        <p id={`${id}-file-help`} className={`form-text ${formStyles.help}`}>
          {rules ? `${formatList(rules.types)}, up to ${megabytes(rules.maxBytes)}. ` : ""}
          An upload stops after {minutes} minutes, so on a slow connection choose a shorter video.
        </p>
      </div>
      {/* Kept at 100% once done, so the finished upload reads as finished. */}
      {(upload.state === "uploading" || upload.state === "done") && <UploadProgress percent={upload.state === "done" ? 100 : upload.percent} />}
      <FormStatus
        error={upload.state === "failed" ? upload.message : null}
        success={upload.state === "done" ? `Uploaded ${upload.item.file_name}. It is at the top of the list below.` : null}
      />
      <SubmitButton busy={uploading} label="Upload the video" busyLabel="Uploading…" />
    </form>
  );
}
