import { RequireSignIn } from "@/components/app/require-sign-in";
import { VideoUploadScreen } from "@/components/app/video-upload/video-upload-screen";

export default function VideoUploadPage() {
  return (
    <RequireSignIn title="Upload a video" purpose="Staff upload the site's videos here." audience="cms">
      {() => <VideoUploadScreen />}
    </RequireSignIn>
  );
}
