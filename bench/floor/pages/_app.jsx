import Head from "next/head";

export default function App({ Component, pageProps }) {
  return (
    <>
      <Head>
        <title>Floor</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="A bare Next.js page." />
      </Head>
      <Component {...pageProps} />
    </>
  );
}
