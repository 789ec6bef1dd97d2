// Next's defaults, as a new project gets them.
const config = {};
export default config;
