import type { Schema, Struct } from '@strapi/strapi';

export interface RestaurantOpeningException extends Struct.ComponentSchema {
  collectionName: 'components_restaurant_opening_exceptions';
  info: {
    description: "Un jour de fermeture ou d'horaires sp\u00E9ciaux (jour f\u00E9ri\u00E9, 31 d\u00E9cembre\u2026)";
    displayName: 'Exception aux horaires';
    icon: 'calendar';
  };
  attributes: {
    closed: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    closesAt: Schema.Attribute.Time;
    date: Schema.Attribute.Date;
    label: Schema.Attribute.String;
    opensAt: Schema.Attribute.Time;
    summary: Schema.Attribute.String;
  };
}

export interface RestaurantOpeningSlot extends Struct.ComponentSchema {
  collectionName: 'components_restaurant_opening_slots';
  info: {
    description: "Un service (midi ou soir) d'un jour de la semaine";
    displayName: "Cr\u00E9neau d'ouverture";
    icon: 'clock';
  };
  attributes: {
    closesAt: Schema.Attribute.Time;
    day: Schema.Attribute.Enumeration<['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']>;
    opensAt: Schema.Attribute.Time;
    summary: Schema.Attribute.String;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'restaurant.opening-exception': RestaurantOpeningException;
      'restaurant.opening-slot': RestaurantOpeningSlot;
    }
  }
}
