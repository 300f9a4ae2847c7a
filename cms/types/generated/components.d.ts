import type { Schema, Struct } from '@strapi/strapi';

export interface ReservationHistoryEntry extends Struct.ComponentSchema {
  collectionName: 'components_reservation_history_entries';
  info: {
    description: 'Qui a fait quoi, quand, et si la capacit\u00E9 a \u00E9t\u00E9 d\u00E9pass\u00E9e expr\u00E8s';
    displayName: 'Historique de r\u00E9servation';
    icon: 'clock';
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    at: Schema.Attribute.DateTime & Schema.Attribute.Required;
    by: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    message: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 1000;
      }>;
    overCapacity: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
  };
}

export interface ReservationWalkInRule extends Struct.ComponentSchema {
  collectionName: 'components_reservation_walk_in_rules';
  info: {
    description: "Un jour, ou l'un de ses services, ouvert aux clients de passage seulement";
    displayName: 'Service sans r\u00E9servation';
    icon: 'walk';
  };
  attributes: {
    day: Schema.Attribute.Enumeration<['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']> &
      Schema.Attribute.Required;
    service: Schema.Attribute.Enumeration<['Midi', 'Soir']>;
  };
}

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

export interface SetMenuCourse extends Struct.ComponentSchema {
  collectionName: 'components_set_menu_courses';
  info: {
    description: 'Une \u00E9tape du repas (Entr\u00E9e, Plat, Dessert) et les plats propos\u00E9s au choix';
    displayName: 'Service de formule';
    icon: 'restaurant';
  };
  attributes: {
    dishes: Schema.Attribute.Relation<'oneToMany', 'api::menu-item.menu-item'>;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'reservation.history-entry': ReservationHistoryEntry;
      'reservation.walk-in-rule': ReservationWalkInRule;
      'restaurant.opening-exception': RestaurantOpeningException;
      'restaurant.opening-slot': RestaurantOpeningSlot;
      'set-menu.course': SetMenuCourse;
    }
  }
}
