import { checkUpload, screenshotProblem, videoProblem } from './media.rules';
import { tinyMp4 } from '@portal/test-kit';
import { videoFrameRate, videoFrameSize } from './video-metadata';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('listing media rules', () => {
  it('checks the type from the bytes, not the name, then the size', () => {
    expect(checkUpload('logo', PNG)).toEqual({ mime: 'image/png', problem: null });
    expect(checkUpload('logo', Buffer.from('<html><script>alert(1)</script>')).problem).toBe('Invalid file type');
    expect(checkUpload('picture', tinyMp4(1280, 720)).problem).toBe('Invalid file type');
    expect(checkUpload('video', PNG).problem).toBe('Invalid file type');
    expect(checkUpload('security_document', Buffer.from('%PDF-1.7\n')).problem).toBeNull();
    expect(checkUpload('logo', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])).problem).toBe('The file is too large (at most 2 MB)');
  });

  it('takes screenshots from 720x480 to 1920x1080 with an aspect from 4:3 to 16:9', () => {
    expect(screenshotProblem(1280, 720)).toBeNull();
    expect(screenshotProblem(1024, 768)).toBeNull();
    expect(screenshotProblem(640, 480)).toBe('Screenshots must be from 720x480 to 1920x1080 pixels');
    expect(screenshotProblem(1920, 1200)).toBe('Screenshots must be from 720x480 to 1920x1080 pixels');
    expect(screenshotProblem(1000, 1000)).toBe('Screenshots must have an aspect ratio from 4:3 to 16:9');
  });

  it('reads a video frame size from its track header and wants at least 720p', () => {
    expect(videoFrameSize(tinyMp4(1280, 720))).toEqual({ width: 1280, height: 720 });
    expect(videoFrameSize(tinyMp4(1920, 1080, 'qt  '))).toEqual({ width: 1920, height: 1080 });
    expect(videoProblem(videoFrameSize(tinyMp4(1280, 720)))).toBeNull();
    expect(videoProblem(videoFrameSize(tinyMp4(854, 480)))).toBe('Videos must be at least 720p');
    expect(videoProblem(videoFrameSize(Buffer.from('ftypisom garbage')))).toBe('The video frame size could not be read');
  });

  it('reads the video track frame rate from its media timing and wants at least 24 fps (23.976 counts)', () => {
    const rate = (fps: number) => videoFrameRate(tinyMp4(1280, 720, 'isom', fps));
    expect(rate(30)).toBeCloseTo(30, 1);
    expect(rate(23.976)).toBeCloseTo(23.976, 2);
    expect(videoProblem({ width: 1280, height: 720 }, rate(23.976))).toBeNull();
    expect(videoProblem({ width: 1280, height: 720 }, rate(15))).toBe('Videos must be at least 24 fps');
    // No timed video track: the rate is unknown and not held against the file; a small frame still is.
    expect(videoFrameRate(tinyMp4(1280, 720))).toBeNull();
    expect(videoProblem({ width: 1280, height: 720 }, null)).toBeNull();
    expect(videoProblem({ width: 854, height: 480 }, rate(15))).toBe('Videos must be at least 720p');
  });
});
