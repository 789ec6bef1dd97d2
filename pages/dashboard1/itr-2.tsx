// The older address of the same view, kept so that links already sent still work.
export { default } from "../dashboard/itr-2";
