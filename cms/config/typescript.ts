export default {
  autogenerate: true,
};
