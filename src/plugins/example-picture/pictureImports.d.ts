/** `import picture from './example.tsx?picture'`: see src/plugins/example-picture/picture.ts. */
declare module '*?picture' {
  const picture: import('./picture').PictureImport;
  export default picture;
}
