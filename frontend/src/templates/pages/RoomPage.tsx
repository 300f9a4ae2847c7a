import { PageBanner } from '../components/PageBanner';
import { RoomGrid } from '../components/RoomGrid';
import { TemplateSection } from '../components/TemplateSection';

export function RoomPage() {
  return (
    <>
      <PageBanner title="Room" />
      <TemplateSection
        kicker="Our rooms"
        title="Rooms and suites for every kind of stay"
        text="Six room types, all with breakfast, fast WiFi and a bed you will not want to leave."
      >
        <RoomGrid />
      </TemplateSection>
    </>
  );
}
