import appStyles from "@/components/app/app.module.scss";

import { useVaultList, useVideoRules } from "./use-vault-list";
import { useVideoUpload } from "./use-video-upload";
import { VideoList } from "./video-list";
import { VideoUploadForm } from "./video-upload-form";

/** The CMS upload for staff: a video with its title and description, and the vault's files. */
export function VideoUploadScreen() {
  const { list, reload } = useVaultList();
  const rules = useVideoRules();
  const { upload, send } = useVideoUpload();
  return (
    <div className={appStyles.screen}>
      <h1 className="h2">Upload a video</h1>
      <p>
        Videos for the site, with a title and a short description. Only staff can use this page; the server must check this too, since hiding a page does
        not protect it.
      </p>
      <VideoUploadForm rules={rules} upload={upload} onUpload={(details) => void send(details)} />
      <VideoList list={list} onRetry={reload} />
    </div>
  );
}
