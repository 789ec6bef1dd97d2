// The older address of the same view, kept so that links already sent still work.
// Its frame comes with it: the page sets `getLayout = appLayout`.
export { default } from "../dashboard/itr-2";
