import { RequireSignIn } from "@/components/app/require-sign-in";
import { VideoUploadScreen } from "@/components/app/video-upload/video-upload-screen";
import { appLayout } from "@/components/layout/page-layouts";

export default function VideoUploadPage() {
  return (
    <RequireSignIn
      title="Upload a video"
      purpose="Staff upload the site's videos here."
      audience="cms"
      note="The server checks this too, so the page cannot be used from this account."
    >
      {() => <VideoUploadScreen />}
    </RequireSignIn>
  );
}

VideoUploadPage.getLayout = appLayout;
