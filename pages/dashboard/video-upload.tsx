import dynamic from "next/dynamic";
import { RequireSignIn } from "@/components/app/require-sign-in";
import { ScreenLoading } from "@/components/app/screen-loading";
import { appLayout } from "@/components/layout/page-layouts";

// The screen loads once the visitor is known to be signed in (see ScreenLoading).
const VideoUploadScreen = dynamic(() => import("@/components/app/video-upload/video-upload-screen").then((module) => module.VideoUploadScreen), {
  ssr: false,
  loading: ScreenLoading,
});

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
