import type { Schema, Struct } from '@strapi/strapi';

export interface RestaurantOpeningSlot extends Struct.ComponentSchema {
  collectionName: 'components_restaurant_opening_slots';
  info: {
    description: "Un service (midi ou soir) d'un jour de la semaine";
    displayName: "Cr\u00E9neau d'ouverture";
    icon: 'clock';
  };
  attributes: {
    closesAt: Schema.Attribute.String & Schema.Attribute.Required;
    day: Schema.Attribute.Enumeration<['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']> &
      Schema.Attribute.Required;
    opensAt: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'restaurant.opening-slot': RestaurantOpeningSlot;
    }
  }
}
