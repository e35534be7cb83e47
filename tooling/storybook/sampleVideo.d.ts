/** A real 10-second WebM (VP8, 160×90, a plain blue picture, no sound) as a data URL: video stories play, seek and reload without network. */
export declare const sampleVideo: string;
