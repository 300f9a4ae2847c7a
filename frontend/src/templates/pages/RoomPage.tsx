import { PageBanner } from '../components/sections/PageBanner';
import { RoomGrid } from '../components/cards/RoomGrid';
import { TemplateSection } from '../components/sections/TemplateSection';

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
