/** `import picture from './example.tsx?picture'`: see src/plugins/layout-diagrams/picture.ts. */
declare module '*?picture' {
  const picture: import('./picture').PictureImport;
  export default picture;
}
