import { useId, useState } from 'react';
import { Button } from '@nexus-za/ui-kit/button';
import { VIDEO_BANNER } from '../../../core/catalogue';
import { LazyImage } from '../../components/lazy-image';

/**
 * Home section 7: the video banner. There is no video yet, so the poster stands in for it and the
 * 'Coming Soon!' button says so instead of pretending to play: it is marked unavailable, and pressing
 * it announces when the video will come.
 */
export function VideoBanner() {
  const noteId = useId();
  const [asked, setAsked] = useState(false);
  return (
    <section
      aria-labelledby="video-banner-title"
      className="relative isolate overflow-hidden rounded-card bg-brand-900 text-white"
    >
      <LazyImage
        src="/assets/video-poster.svg"
        width={1200}
        height={500}
        className="h-auto w-full md:absolute md:inset-0 md:-z-10 md:h-full md:object-cover md:object-right"
      />
      <div className="flex flex-col items-start gap-3 p-6 md:max-w-md md:p-10">
        <h2 id="video-banner-title" className="text-2xl font-bold md:text-3xl">
          {VIDEO_BANNER.title}
        </h2>
        <p className="text-brand-100">{VIDEO_BANNER.text}</p>
        <Button
          variant="accent"
          size="lg"
          className="aria-disabled:cursor-not-allowed"
          aria-disabled="true" aria-describedby={noteId} onClick={() => setAsked(true)}>
          {VIDEO_BANNER.buttonLabel}
        </Button>
        <p id={noteId} className="text-sm text-brand-100">
          Our first video is still being filmed.
        </p>
        <p role="status" className="text-sm font-semibold">
          {asked ? 'Video coming soon: check back after our next product launch.' : ''}
        </p>
      </div>
    </section>
  );
}
