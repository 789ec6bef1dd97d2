/** The upload's progress as the browser sends the bytes (axios upload progress), in whole per cent. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div
      className="progress my-2"
      role="progressbar"
      aria-label="Upload progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      style={{ height: "1.25rem" }}
    >
      <div className="progress-bar" style={{ width: `${percent}%` }}>
        {percent}%
      </div>
    </div>
  );
}
