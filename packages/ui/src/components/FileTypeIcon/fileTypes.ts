/** The kinds of file that have their own icon (doc 2 §9). Anything else shows as `text`. */
export const fileTypes = [
  'image',
  'audio',
  'video',
  'pdf',
  'word',
  'excel',
  'powerpoint',
  'text',
  'code',
  'archive',
] as const;
export type FileType = (typeof fileTypes)[number];

const byExtension: Record<string, FileType> = {};
const add = (type: FileType, extensions: string) => {
  for (const ext of extensions.split(' ')) byExtension[ext] = type;
};
add('image', 'png jpg jpeg gif webp svg bmp heic heif tif tiff avif ico');
add('audio', 'mp3 wav ogg oga m4a aac flac opus weba');
add('video', 'mp4 m4v mov avi mkv webm wmv mpeg mpg 3gp');
add('pdf', 'pdf');
add('word', 'doc docx docm dot dotx odt rtf pages');
add('excel', 'xls xlsx xlsm xlsb csv tsv ods numbers');
add('powerpoint', 'ppt pptx pptm pps ppsx odp key');
add(
  'code',
  'js mjs cjs ts tsx jsx json html htm css scss xml py java c h cpp cs go rb php sh sql yml yaml toml',
);
add('archive', 'zip rar 7z tar gz tgz bz2 xz zst');
add('text', 'txt text log md');

const byMime: Array<[RegExp, FileType]> = [
  [/^image\//, 'image'],
  [/^audio\//, 'audio'],
  [/^video\//, 'video'],
  [/^application\/pdf$/, 'pdf'],
  [
    /^application\/(msword|rtf|vnd\.openxmlformats-officedocument\.wordprocessingml|vnd\.oasis\.opendocument\.text)/,
    'word',
  ],
  [
    /^(application\/(vnd\.ms-excel|vnd\.openxmlformats-officedocument\.spreadsheetml|vnd\.oasis\.opendocument\.spreadsheet)|text\/(csv|tab-separated-values))/,
    'excel',
  ],
  [
    /^application\/(vnd\.ms-powerpoint|vnd\.openxmlformats-officedocument\.presentationml|vnd\.oasis\.opendocument\.presentation)/,
    'powerpoint',
  ],
  [/^(application\/(json|javascript|xml|x-sh|sql)|text\/(html|css|javascript|xml|x-))/, 'code'],
  [
    /^application\/(zip|x-zip-compressed|x-7z-compressed|x-rar-compressed|vnd\.rar|gzip|x-gzip|x-tar|x-bzip2)$/,
    'archive',
  ],
];

/**
 * The kind of a file, from its MIME type when known, else from its name's extension; `text` when
 * neither says. `fileTypeOf({ name: 'lease.PDF' })` → `'pdf'`.
 */
export function fileTypeOf({ name, mimeType }: { name?: string; mimeType?: string }): FileType {
  const mime = mimeType?.toLowerCase().trim();
  if (mime) {
    for (const [pattern, type] of byMime) if (pattern.test(mime)) return type;
  }
  const dot = name?.lastIndexOf('.') ?? -1;
  if (name && dot > 0) {
    const type = byExtension[name.slice(dot + 1).toLowerCase()];
    if (type) return type;
  }
  return 'text';
}
