import * as React from 'react';
import {Page, View, Text, render} from 'react-figma';

function ProfileCard() {
  return (
    <View style={{width: 264, padding: 16, backgroundColor: '#ffffff', borderRadius: 12}}>
      <View style={{flexDirection: 'row', alignItems: 'center'}}>
        <View style={{width: 48, height: 48, borderRadius: 24, backgroundColor: '#7b61ff'}} />
        <Text style={{marginLeft: 12, fontSize: 18, fontWeight: 'bold'}}>Ada Lovelace</Text>
      </View>
      <Text style={{marginTop: 12, fontSize: 14, color: '#555555'}}>Drawn by React, laid out by Yoga.</Text>
    </View>
  );
}

render(
  <Page name="Cards" isCurrent>
    <ProfileCard />
  </Page>,
);
